import { Link } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  /** Leaves the site (absolute URL, mailto:): always a plain anchor. */
  external?: boolean;
}

/**
 * A link: same-site paths navigate client-side (Remix `Link`, prefetched on intent), so
 * scroll restoration and the navigation guard apply; other targets are plain anchors.
 * Without JavaScript both are ordinary `<a href>`.
 */
export function AppLink({ href, external, children, ...rest }: AppLinkProps) {
  const internal = !external && href.startsWith("/") && !href.startsWith("//");
  if (!internal) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
