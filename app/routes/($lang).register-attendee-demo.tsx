import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fixedPageContext } from "~/pages/fixed-page.server";
import { storyPageAction, storyPageLoader } from "~/pages/story-route.server";
import { StoryPage, storyPageClientLoader, storyPageHeaders, storyPageMeta } from "~/pages/StoryPage";

/**
 * `/register-attendee-demo` (a fixed page, docs/product/webinars.md): webinar registration end to end on one page.
 * A fixed route rendering the story `demo/register-attendee` (picker, phone input and
 * registration form, all from the CMS); its form posts here.
 */
const SLUG = "demo/register-attendee";

export const loader = async (args: LoaderFunctionArgs) => {
  await fixedPageContext(args.request, args.params);
  return storyPageLoader(args, { slug: SLUG });
};

export const action = async (args: ActionFunctionArgs) => {
  await fixedPageContext(args.request, args.params);
  return storyPageAction(args, { slug: SLUG });
};

export const clientLoader = storyPageClientLoader;
export const meta = storyPageMeta;
export const headers = storyPageHeaders;
export default StoryPage;
