import { useTranslation } from "~/i18n/react";

/**
 * What the header shows where a member's account would be when their session cannot be read
 * (the session store, Redis, is away): sign-in is briefly unavailable, rather than a visitor's
 * "Sign in" that would start a session which could not be kept
 * (docs/decisions/0056-redis-fails-fast.md).
 */
export function SignInUnavailableNotice() {
  const { t } = useTranslation();
  return (
    <p role="status" className="max-w-40 text-end text-sm font-semibold leading-tight text-ink-700 sm:max-w-none" data-testid="sign-in-unavailable">
      {t("account.signInBrieflyUnavailable")}
    </p>
  );
}
