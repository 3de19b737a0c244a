import type { ReactNode } from "react";
import { AppLink } from "./AppLink";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50",
  ghost: "text-brand-700 underline-offset-4 hover:underline",
};

/**
 * Classes of a button-looking link or button, shared so every call to action looks alike. Its
 * focus ring is the site's (app/tailwind.css), which turns light on dark bands.
 */
export function buttonClasses(variant: ButtonVariant = "primary"): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition ${VARIANTS[variant]}`;
}

export interface ButtonLinkProps {
  href: string;
  external?: boolean;
  variant?: ButtonVariant;
  children: ReactNode;
  newTab?: boolean;
  dataBlock?: Record<string, string>;
}

/** A link styled as a button. External links in a new tab get `rel="noopener noreferrer"`. */
export function ButtonLink({ href, external, variant = "primary", children, newTab, dataBlock }: ButtonLinkProps) {
  return (
    <AppLink
      href={href}
      external={external}
      className={buttonClasses(variant)}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...dataBlock}
    >
      {children}
    </AppLink>
  );
}
