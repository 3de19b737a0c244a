import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { fixedPageContext } from "~/pages/fixed-page.server";
import type { RouteHandle } from "~/root";
import { SystemCheck } from "~/components/SystemCheck";

/** `/test-no-tw-no-sb`: neither CMS content nor the Tailwind stylesheet (SPEC §2). */
export const handle: RouteHandle = { layout: "no-tailwind" };

export const loader = async ({ request, params }: LoaderFunctionArgs) => fixedPageContext(request, params);

export const meta: MetaFunction = () => [{ title: "Rendering without CMS content or Tailwind | Brightpath" }];

export default function TestNoTailwindNoStoryblok() {
  const { lang } = useLoaderData<typeof loader>();
  return <SystemCheck lang={lang} cms={false} tailwind={false} />;
}
