// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installMenuDismissal } from "./menu-disclosures";

const HTML = `
  <details data-menu id="menu" open><summary id="menu-summary">Menu</summary>
    <details data-menu id="programs" open><summary id="programs-summary">Programs</summary>
      <a id="program" href="/programs/inner-compass">Inner Compass</a>
    </details>
    <a id="trainers" href="/trainers">Trainers</a>
  </details>
  <details id="faq" open><summary>An accordion item</summary><p>Answer</p></details>
  <button id="outside">Elsewhere</button>`;

const openIds = () => [...document.querySelectorAll("details[open]")].map((d) => d.id);

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = HTML;
  uninstall = installMenuDismissal(document);
});
afterEach(() => uninstall());

const key = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
const click = (id: string, init: MouseEventInit = {}) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));

describe("menus on <details data-menu>", () => {
  it("Escape closes the innermost menu holding focus and gives its summary the focus, then the next", () => {
    document.getElementById("program")!.focus();
    key("Escape");
    expect(openIds()).toEqual(["menu", "faq"]);
    expect(document.activeElement?.id).toBe("programs-summary");
    key("Escape");
    expect(openIds()).toEqual(["faq"]);
    expect(document.activeElement?.id).toBe("menu-summary");
  });

  it("Escape with focus on no menu closes every menu; other keys and accordions are left alone", () => {
    key("Enter");
    expect(openIds()).toEqual(["menu", "programs", "faq"]);
    key("Escape");
    expect(openIds()).toEqual(["faq"]);
  });

  it("a press or focus outside closes the menus it is outside of", () => {
    document.getElementById("trainers")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(openIds()).toEqual(["menu", "faq"]);
    document.getElementById("outside")!.focus();
    expect(openIds()).toEqual(["faq"]);
  });

  it("following a link in a menu closes every menu; a modified click (new tab) does not", () => {
    click("program", { metaKey: true });
    expect(openIds()).toEqual(["menu", "programs", "faq"]);
    click("program");
    expect(openIds()).toEqual(["faq"]);
  });
});
