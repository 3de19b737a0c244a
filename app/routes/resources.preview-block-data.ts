import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { previewBlockDataResponse } from "~/pages/preview-block-data.server";

/** `POST /resources/preview-block-data` (visual editor only, never cached): see `previewBlockDataResponse`. */
export function action({ request }: ActionFunctionArgs) {
  return previewBlockDataResponse(request);
}

/** Any other method: 405 with `Allow: POST`. */
export function loader({ request }: LoaderFunctionArgs) {
  return previewBlockDataResponse(request);
}
