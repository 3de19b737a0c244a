/**
 * The signed-in member as pages show them (never tokens): the root loader's `member`, from the
 * platform's profile or the ID token (docs/product/members-and-sessions.md).
 */
export interface MemberView {
  sub: string;
  name: string;
  picture: string | null;
  levelName: string | null;
}
