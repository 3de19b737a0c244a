/**
 * In-page layout checks for the screenshot sweep (pages.layout.spec.ts). Each function runs in the
 * browser through `page.evaluate` (so each is self-contained: no imports, no outer helpers) and
 * returns problems as sentences naming the element (its role, accessible name and a selector) and
 * the numbers measured, in CSS pixels. An empty list means the check passed.
 */

/**
 * Horizontal overflow: the document is wider than the viewport (it scrolls sideways). Names the
 * outermost elements that reach past the right edge (the left one in right-to-left pages).
 */
export function pageOverflow(): string[] {
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth <= width) return [];
  const culprits: string[] = [];
  const describe = (element: Element) => {
    const block = element.closest("[data-block]")?.getAttribute("data-block");
    const classes = [...element.classList].slice(0, 3).join(".");
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes ? `.${classes}` : ""}${block ? ` in [data-block=${block}]` : ""}`;
  };
  // Only the end side widens the page: past the left edge in right-to-left, past the right one otherwise.
  const rtl = getComputedStyle(root).direction === "rtl";
  const outside = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && (rtl ? rect.left < -1 : rect.right > width + 1);
  };
  for (const element of document.body.querySelectorAll("*")) {
    if (culprits.length >= 3) break;
    if (!outside(element) || (element.parentElement && element.parentElement !== document.body && outside(element.parentElement))) continue;
    // Inside a box that clips or scrolls its content, an element past the edge does not widen the page.
    let clipped = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== "visible") clipped = true;
    if (clipped) continue;
    const rect = element.getBoundingClientRect();
    culprits.push(`${describe(element)} spans x ${Math.round(rect.left)}…${Math.round(rect.right)}`);
  }
  return [`the page scrolls sideways: document ${root.scrollWidth} px wide in a ${width} px viewport${culprits.length ? ` (${culprits.join("; ")})` : ""}`];
}

/**
 * Text clipped by its box: a labelled control on screen (button, summary, select, input, a link
 * styled as a button, ARIA buttons and tabs) whose content is wider than the box (scrollWidth >
 * clientWidth + 1), or a truncating part of one (`text-overflow: ellipsis`, overflow hidden)
 * that cuts its text. A select is measured against the width it would take to show its chosen
 * option whole; an empty text field against its placeholder's width. Left out: controls not
 * rendered or invisible, visually hidden text (1 px boxes, `clip`), and boxes made to scroll
 * (`overflow-x: auto | scroll`). `scope` limits the check to one element and what it holds.
 */
export function clippedControls(scope: Element | null): string[] {
  const within = scope ?? document.body;
  const problems: string[] = [];
  const TOLERANCE = 1;
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    // Content of a closed <details> (but its summary) is not shown.
    for (let up: Element | null = element; up; up = up.parentElement) {
      const details = up.parentElement;
      if (details instanceof HTMLDetailsElement && !details.open && up.tagName !== "SUMMARY") return false;
    }
    return true;
  };
  const visuallyHidden = (element: Element) => {
    for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      const rect = up.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
      if ((style.clip && style.clip !== "auto") || (style.clipPath && style.clipPath !== "none")) return true;
    }
    return false;
  };
  const nameOf = (element: Element) => {
    const text = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
    const labelledBy = element.getAttribute("aria-labelledby");
    const byIds = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => text(document.getElementById(id)?.textContent))
          .join(" ")
      : "";
    const labels = "labels" in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => text(label.textContent)).join(" ") : "";
    const own =
      text(element.getAttribute("aria-label")) ||
      text(byIds) ||
      text(labels) ||
      text(element.textContent) ||
      text(element.getAttribute("placeholder")) ||
      text((element as HTMLInputElement).value) ||
      text(element.getAttribute("title"));
    return own.length > 60 ? `${own.slice(0, 57)}…` : own;
  };
  const roleOf = (element: Element) => {
    const explicit = element.getAttribute("role");
    if (explicit) return explicit;
    const tag = element.tagName.toLowerCase();
    if (tag === "a") return "link";
    if (tag === "select") return "combobox";
    if (tag === "input") return ["button", "submit", "reset"].includes((element as HTMLInputElement).type) ? "button" : "textbox";
    if (tag === "summary" || tag === "button") return "button";
    return tag;
  };
  const selectorOf = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const testId = element.getAttribute("data-testid");
    const name = element.getAttribute("name");
    // A name or test id reads better than a generated id (`phone-0dfa…-country`).
    const own = name ? `${tag}[name="${name}"]` : testId ? `${tag}[data-testid="${testId}"]` : element.id ? `${tag}#${element.id}` : tag;
    const block = element.closest("[data-block]")?.getAttribute("data-block");
    const landmark = element.closest("header, footer, nav, main, [data-testid=consent-banner]");
    const where = landmark ? (landmark.getAttribute("data-testid") ?? landmark.tagName.toLowerCase()) : "";
    return [own, block ? `in [data-block=${block}]` : "", where ? `in ${where}` : ""].filter(Boolean).join(" ");
  };
  const report = (element: Element, what: string) => problems.push(`${roleOf(element)} "${nameOf(element)}" (${selectorOf(element)}): ${what}`);
  const scrolls = (element: Element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX);

  // How wide a text is in an element's font (canvas metrics match the layout's to a fraction of a pixel).
  const canvas = document.createElement("canvas").getContext("2d")!;
  const textWidth = (element: Element, value: string) => {
    const style = getComputedStyle(element);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    canvas.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
    return canvas.measureText(value).width;
  };

  const CONTROLS = "button, summary, select, input, a, [role=button], [role=tab], [role=menuitem]";
  const candidates = [...(scope?.matches(CONTROLS) ? [scope] : []), ...within.querySelectorAll(CONTROLS)];
  for (const element of candidates) {
    if (!visible(element) || visuallyHidden(element)) continue;
    const tag = element.tagName.toLowerCase();
    if (tag === "a" && !element.getAttribute("role")) {
      // A link styled as a button: its own box (not inline text) with a fill, a border or a ring, button-sized.
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent";
      const bordered = parseFloat(style.borderTopWidth) > 0 || parseFloat(style.borderLeftWidth) > 0 || style.boxShadow !== "none";
      if (style.display.startsWith("inline") && style.display !== "inline-flex" && style.display !== "inline-block") continue;
      if (style.display === "inline" || !(filled || bordered) || rect.height > 80) continue;
    }
    if (tag === "select") {
      const select = element as HTMLSelectElement;
      const chosen = select.selectedOptions[0]?.textContent ?? "";
      if (select.multiple || select.size > 1 || !chosen.trim()) continue;
      // A copy of the select beside it, sized to its content: as wide as the chosen option needs, arrow included.
      const probe = select.cloneNode(false) as HTMLSelectElement;
      for (const attribute of ["id", "name", "data-long", "required", "aria-describedby"]) probe.removeAttribute(attribute);
      const option = document.createElement("option");
      option.textContent = chosen;
      probe.append(option);
      for (const [property, value] of [
        ["width", "auto"],
        ["min-width", "0"],
        ["max-width", "none"],
        ["flex", "none"],
        ["position", "absolute"],
        ["visibility", "hidden"],
      ] as const)
        probe.style.setProperty(property, value, "important");
      select.after(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const has = select.getBoundingClientRect().width;
      // Chromium's content-sized select has about 2 px to spare: cut by 2 px its last glyph still shows whole.
      if (needed > has + 2) report(select, `shows "${chosen.trim()}" in ${Math.round(has)} px, needs ${Math.round(needed)} px`);
      continue;
    }
    if (tag === "input") {
      const input = element as HTMLInputElement;
      if (["button", "submit", "reset"].includes(input.type)) {
        if (input.scrollWidth > input.clientWidth + TOLERANCE)
          report(input, `text ${input.scrollWidth} px wide in a ${input.clientWidth} px box (scrollWidth > clientWidth)`);
      } else if (["text", "email", "tel", "url", "search", "number", "password", ""].includes(input.type) && !input.value && input.placeholder) {
        const style = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needed = textWidth(input, input.placeholder);
        if (needed > room + TOLERANCE)
          report(input, `placeholder "${input.placeholder}" needs ${Math.round(needed)} px, the field shows ${Math.round(room)} px`);
      }
      continue;
    }
    if (!scrolls(element) && element.scrollWidth > element.clientWidth + TOLERANCE && element.clientWidth > 0)
      report(element, `content ${element.scrollWidth} px wide in a ${element.clientWidth} px box (scrollWidth > clientWidth)`);
    // A truncating part inside the control (`truncate`: the member's name, a long label) that cuts its text.
    for (const part of element.querySelectorAll("*")) {
      if (!visible(part) || visuallyHidden(part)) continue;
      const style = getComputedStyle(part);
      if (style.overflowX !== "hidden" && style.overflowX !== "clip") continue;
      if (part.scrollWidth > part.clientWidth + TOLERANCE && part.clientWidth > 0)
        report(element, `its text "${(part.textContent ?? "").trim()}" is cut: ${part.scrollWidth} px wide in a ${part.clientWidth} px box`);
    }
  }
  return problems;
}

/**
 * Open menus and dialogs that leave the viewport: every open `<details>`' content, `[role=dialog]`,
 * `[role=menu]`, `<dialog open>`, open popovers and the consent banner, with the controls inside
 * them. Horizontally each must lie within 0…viewport width. Vertically only what stays on screen
 * while the page scrolls (fixed, or inside a fixed or sticky box, such as the header's menus)
 * must lie within 0…viewport height: the rest is reached by scrolling.
 */
export function overlaysOutside(): string[] {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const problems: string[] = [];
  const visible = (element: Element) => element.getClientRects().length > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const srOnly = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width <= 1 || rect.height <= 1 || (style.clip !== "" && style.clip !== "auto");
  };
  const pinned = (element: Element) => {
    for (let up: Element | null = element; up; up = up.parentElement) {
      const position = getComputedStyle(up).position;
      if (position === "fixed" || position === "sticky") return true;
    }
    return false;
  };
  const describe = (element: Element) => {
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute("role") ?? (tag === "a" ? "link" : tag === "summary" ? "button" : tag);
    const testId = element.getAttribute("data-testid");
    return `${role}${testId ? `[data-testid=${testId}]` : ""} "${label.length > 50 ? `${label.slice(0, 47)}…` : label}"`;
  };
  const nameOfOverlay = (overlay: Element) => {
    const details = overlay.parentElement instanceof HTMLDetailsElement ? overlay.parentElement : null;
    const summary = details?.querySelector(":scope > summary");
    if (summary) return `the open menu "${(summary.getAttribute("aria-label") ?? summary.textContent ?? "").replace(/\s+/g, " ").trim()}"`;
    return describe(overlay);
  };
  const overlays = new Set<Element>([
    ...document.querySelectorAll("details[open] > :not(summary), [role=dialog], [role=alertdialog], [role=menu], dialog[open], [data-testid=consent-banner]"),
    ...document.querySelectorAll(":popover-open"),
  ]);
  for (const overlay of overlays) {
    if (!visible(overlay)) continue;
    // Content of a closed <details> further out is not shown.
    if (overlay.parentElement?.closest("details:not([open])")) continue;
    const vertical = pinned(overlay);
    // A control inside a menu open within this one is that menu's to report.
    const innermost = (part: Element) => {
      for (let up = part.parentElement; up; up = up.parentElement) if (overlays.has(up)) return up === overlay;
      return true;
    };
    const parts = [overlay, ...[...overlay.querySelectorAll("a, button, input, select, textarea, summary, [tabindex]")].filter(innermost)].filter(
      (part) => visible(part) && !srOnly(part),
    );
    for (const part of parts) {
      const rect = part.getBoundingClientRect();
      const out: string[] = [];
      if (rect.left < -0.5) out.push(`starts at x = ${Math.round(rect.left)}`);
      if (rect.right > width + 0.5) out.push(`ends at x = ${Math.round(rect.right)} (viewport ${width} px wide)`);
      if (vertical && rect.top < -0.5) out.push(`starts at y = ${Math.round(rect.top)}`);
      if (vertical && rect.bottom > height + 0.5)
        out.push(`ends at y = ${Math.round(rect.bottom)} (viewport ${height} px high, it does not scroll with the page)`);
      if (out.length) problems.push(`${nameOfOverlay(overlay)}: ${part === overlay ? "its box" : describe(part)} ${out.join(", ")}`);
    }
  }
  return problems;
}
