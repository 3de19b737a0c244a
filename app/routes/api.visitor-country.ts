import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { clientIp } from "~/services/client-ip.server";
import { locateVisitor } from "~/services/location.server";

/**
 * `GET /api/visitor-country` → `{ country: "DE" }` (alpha-2 from the location lookup of the
 * visitor's IP, docs/product/sales-and-orders.md), or `{ country: null }` when the lookup fails or knows nothing. The
 * phone and country fields preselect it in the browser, so that the pages holding them are the
 * same for every visitor and may be stored. Personal: never stored.
 */
export async function loader() {
  const location = await locateVisitor(clientIp());
  const country = location?.iso_code ? location.iso_code.toUpperCase() : null;
  return Response.json({ country }, { headers: { "Cache-Control": PERSONAL_PAGE } });
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
