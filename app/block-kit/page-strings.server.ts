import { allStrings } from "~/i18n/strings.server";
import type { Language } from "~/i18n/languages";
import { pickGroups, type Strings } from "~/i18n/translate";
import type { ViewModule } from "./views";

const views = import.meta.glob<ViewModule>("../blocks/*/index.tsx", { eager: true });

/** Block name → the string groups its view declares (`export const strings`). */
const VIEW_GROUPS = new Map(Object.entries(views).map(([path, module]) => [path.replace(/^\.\.\/blocks\/|\/index\.tsx$/g, ""), module.strings ?? []] as const));

/**
 * The groups of what every page may show outside block views: the root's chrome (language
 * switcher, account menu, consent banner, progress bar), story pages and the error page.
 */
const CHROME_GROUPS = ["brand", "consent", "error", "nav", "preview", "status"];

/** Strings of the visual editor's content warnings (`preview.*`). */
const PREVIEW_GROUP = "preview";

/** Strings of a member's account menu and of the notice shown when sessions cannot be read (`account.*`). */
const ACCOUNT_GROUP = "account";

/**
 * The interface strings a page's browser code needs, sent with its loader data: the groups the
 * views of `components` declare, plus, with `chrome`, those of what every page may show outside
 * block views (a fixed route's own groups come with its loader, `routeStrings`); the editor's
 * warnings only in `preview`, the account menu's only with `account` (a member's page, or one
 * whose session could not be read). Unknown component names are skipped.
 */
export function pageStrings(
  lang: Language,
  components: Iterable<string>,
  { chrome, preview = false, account = false }: { chrome: boolean; preview?: boolean; account?: boolean },
): Strings {
  const groups = new Set(chrome ? CHROME_GROUPS : []);
  if (!preview) groups.delete(PREVIEW_GROUP);
  if (chrome && account) groups.add(ACCOUNT_GROUP);
  for (const name of components) for (const group of VIEW_GROUPS.get(name) ?? []) groups.add(group);
  return pickGroups(allStrings(lang), groups);
}
