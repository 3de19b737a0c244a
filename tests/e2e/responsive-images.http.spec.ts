import { expect, test } from "@playwright/test";
import { PAGES, UNRESIZABLE } from "./responsive-images";

/**
 * Responsive images in the markup (docs/decisions/0029): every candidate list names widths, so the
 * browser can pick by the width it shows; an image the platform cannot resize names its size.
 * What a browser then downloads is responsive-images.browser.spec.ts.
 */
for (const path of PAGES) {
  test(`${path}: every srcset uses width descriptors and no image has sizes without srcset`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const srcsets = [...html.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/gi)].map((match) => match[1] ?? "");
    expect(srcsets.length).toBeGreaterThan(0);
    for (const srcset of srcsets) {
      for (const candidate of srcset.split(/,\s+/)) expect(candidate).toMatch(/^\S+ \d+w$/);
    }
    for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
      if (/\ssizes=/i.test(img)) expect(img).toMatch(/\ssrcset=/i);
      if (UNRESIZABLE.test(img)) expect(img).toMatch(/\swidth="\d+"[^>]*\sheight="\d+"/);
    }
  });
}
