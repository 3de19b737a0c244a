/** See sandbox-member.mjs. */
export function signInSandboxMember(base: string, options?: { member?: string; headers?: Record<string, string> }): Promise<string>;
