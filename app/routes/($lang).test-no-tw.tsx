import type { LoaderFunctionArgs } from "@remix-run/node";
import { storyPageLoader } from "~/pages/story-route.server";
import { fixedPageContext } from "~/pages/fixed-page.server";
import { StoryPage, storyPageClientLoader, storyPageHeaders, storyPageMeta } from "~/pages/StoryPage";
import type { RouteHandle } from "~/domain/routing/layout";

/** `/test-no-tw`: the CMS story `home` rendered without the Tailwind stylesheet (docs/product/routes-and-languages.md). */
export const handle: RouteHandle = { layout: "no-tailwind" };

export const loader = async (args: LoaderFunctionArgs) => {
  await fixedPageContext(args.request, args.params);
  return storyPageLoader(args, { slug: "home" });
};

export const clientLoader = storyPageClientLoader;
export const headers = storyPageHeaders;
export const meta = storyPageMeta;
export default StoryPage;
