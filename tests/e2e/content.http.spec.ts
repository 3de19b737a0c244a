import { expect, test } from "@playwright/test";
import { editorQuery } from "./preview";

/**
 * Real Storyblok content renders: every rich-text node and mark, hostile attributes,
 * stale fields and content types, through the production server on the sandbox
 * (`sandbox/storyblok/stories/lab/rich-text.json`, `lab/article.json`).
 */
test.describe("rich text and stale fields", () => {
  test("every node and mark renders as real HTML, with no editor attributes and no content CSS", async ({ request }) => {
    const response = await request.get("/lab/rich-text");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const fragment of [
      '<p style="text-align:right">Right aligned.</p>',
      '<h3 style="text-align:center">Heading six</h3>',
      '<li style="text-align:right">',
      '<ol start="3">',
      '<code class="language-js">',
      '<th style="background-color:#F5F5F5">',
      '<td colSpan="2" style="background-color:#FFF0C8">',
      '<span style="color:#0000FF">blue text</span>',
      '<mark style="background-color:#FFFF00">highlighted</mark>',
      '<span id="pricing">anchored</span>',
      'data-name="smile"',
      '<a href="/de" data-discover="true">link story folder level</a>',
      '<a href="/" data-discover="true">link story root slash</a>',
      '<a href="/about#team" data-discover="true">link story anchor</a>',
      'href="mailto:hello@brightpath.example"',
      "Blok inside rich text",
      "Text inside an unknown node",
    ]) {
      expect(html).toContain(fragment);
    }
    expect(html).not.toMatch(/\s(textAlign|backgroundColor|colwidth|linktype|language|fallbackImage)="/);
    expect(html).not.toContain("evil.example");
    for (const [, style] of html.matchAll(/<(?:p|h\d|li|td|th|span|mark|blockquote)\b[^>]*\sstyle="([^"]*)"/g)) {
      expect(style).toMatch(/^(?:(?:text-align:(?:left|center|right|justify)|(?:background-)?color:#[0-9A-F]{6,8}|width:\d+px);?)+$/);
    }
  });

  test("a blok with one stale field renders; an invalid blok's valid children render", async ({ request }) => {
    const html = await (await request.get("/lab/rich-text")).text();
    expect(html).toContain("Stale fields still render");
    expect(html).toContain("A button with a newer variant");
    expect(html).toMatch(/<figure data-block="image"[^>]*>(?:(?!<\/figure>)[\s\S])*card-inner-compass\.jpg/);
    expect(html).toContain("Child of an invalid hero");
  });

  test("the editor sees each repair with its blok and field", async ({ request }) => {
    const html = await (await request.get(`/lab/rich-text?${editorQuery()}`)).text();
    expect(html).toContain("Content problems");
    expect(html).toMatch(/<code>button<\/code> › <code>variant<\/code>/);
    expect(html).toMatch(/<code>image<\/code> › <code>image<\/code>/);
    expect(html).toMatch(/<code>section<\/code> › <code>background<\/code>/);
    // React separates the two text nodes of ": {detail}" with an empty comment.
    expect(html).toMatch(/<code>rich_text<\/code> › <code>text<\/code>: (?:<!-- -->)?rich text: textStyle: color [^<]* is not a colour; ignored/);
    expect(html).toMatch(
      /<code>button<\/code> › <code>variant<\/code>: (?:<!-- -->)?&quot;glow&quot; is not one of primary, secondary, ghost; &quot;primary&quot; used/,
    );
  });
});

test.describe("content types", () => {
  test("a story whose root is not a page is a 404 with the error story for visitors", async ({ request }) => {
    const response = await request.get("/lab/article");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("Article text");
    expect(html).toContain('data-error-status="404"');
  });

  test("the editor sees why", async ({ request }) => {
    const response = await request.get(`/lab/article?${editorQuery()}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("stories of content type &quot;article&quot; are not pages of this site");
  });
});

test("sandbox assets answer like Storyblok's asset CDN and image service: kept for a year, resized and cropped as asked", async ({ request }) => {
  const asset = "/sandbox-assets/f/100001/1600x1000/e1061c88/hero-calm-lake.jpg";
  const root = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000");
    return /^<svg\b[^>]*>/.exec(await response.text())?.[0] ?? "";
  };
  expect(await root(asset)).toContain('width="1600" height="1000" viewBox="0 0 1600 1000"');
  expect(await root(`${asset}/m/800x0/filters:format(avif)`)).toContain('width="800" height="500" viewBox="0 0 1600 1000"');
  // A square crop keeps the focal point in view: here at the right edge.
  expect(await root(`${asset}/m/300x300/filters:focal(1500x400:1600x500):format(webp)`)).toContain('width="300" height="300" viewBox="600 0 1000 1000"');
  expect(await root(`${asset}/m/300x300`)).toContain('viewBox="300 0 1000 1000"');
});
