import { NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * The answer to a POST whose target route has no action (Remix's own 405 would name the URL and
 * the route's id in its message: `routes/api.countries`, `root`…): a 405 with the methods that
 * address takes and a plain reason, for documents and data requests alike; also the `action` of
 * each resource route that takes no posts (there Remix said "Unexpected Server Error").
 */
export function noActionResponse(): Response {
  return new Response("This address takes no form posts: GET or HEAD only.", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE },
  });
}
