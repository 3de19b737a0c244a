/** Query parameter (and value) the action redirects to after a successful application. */
export const RECEIVED_PARAM = ["application", "received"] as const;
