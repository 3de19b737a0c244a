import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { storyPageAction, storyPageLoader } from "./story-route.server";
import { StoryPage, storyPageClientLoader, storyPageHeaders, storyPageMeta } from "./StoryPage";

/** The story route module, registered for `/` and `*` in `app/routes.ts`. */
export const loader = (args: LoaderFunctionArgs) => storyPageLoader(args);
export const action = (args: ActionFunctionArgs) => storyPageAction(args);
export const clientLoader = storyPageClientLoader;
export const meta = storyPageMeta;
export const headers = storyPageHeaders;
export default StoryPage;
