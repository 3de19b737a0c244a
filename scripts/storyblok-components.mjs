// Writes storyblok/components.json, the Storyblok component definitions generated from the
// block schemas (scripts/storyblok-schema/), for `storyblok push-components`.
// `-- --space <id>` also writes .storyblok/components/<id>/components.json (a JSON array),
// the layout the current CLI's `storyblok components push --space <id>` reads.
// The schemas are loaded through Vite (the block registry uses import.meta.glob), on the
// server side only: nothing here reaches the client bundle.
import { createServer } from "vite";
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const spaceIndex = args.indexOf("--space");
const space = spaceIndex >= 0 ? args[spaceIndex + 1] : undefined;
if (spaceIndex >= 0 && !/^\d+$/.test(space ?? "")) {
  console.error("--space needs the numeric id of a Storyblok space");
  process.exit(2);
}

const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  resolve: { alias: { "~": `${root}app` } },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { componentsFileText, storyblokComponents } = await vite.ssrLoadModule("/scripts/storyblok-schema/components.ts");
  const text = componentsFileText();
  await mkdir(`${root}storyblok`, { recursive: true });
  await writeFile(`${root}storyblok/components.json`, text);
  const count = JSON.parse(text).components.length;
  console.log(`storyblok/components.json: ${count} components`);
  if (space) {
    const dir = `${root}.storyblok/components/${space}`;
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}/components.json`, `${JSON.stringify(storyblokComponents(), null, 2)}\n`);
    console.log(`.storyblok/components/${space}/components.json: ${count} components`);
  }
} finally {
  await vite.close();
}
