import { useLocation, useMatches } from "@remix-run/react";
import { browserTracingIntegration } from "@sentry/remix";
import { useEffect } from "react";

/** Page-load and navigation tracing (downloaded only for visits sampled for traces). */
export function tracing() {
  return browserTracingIntegration({ useEffect, useLocation, useMatches });
}
