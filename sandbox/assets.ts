import path from "node:path";
import express, { type Router } from "express";

/**
 * Serves sandbox assets at `/sandbox-assets/f/{space}/{WxH}/{hash}/{name}` and imitates the
 * Storyblok image service: a trailing `/m/{w}x{h}/filters:…` is accepted and ignored.
 */
export function sandboxAssets(): Router {
  const router = express.Router();
  const root = path.resolve(process.cwd(), "sandbox/assets");
  router.use((req, _res, next) => {
    req.url = req.url.replace(/\/m\/.*$/, "");
    next();
  });
  router.use(express.static(root, { maxAge: "1h", fallthrough: false }));
  return router;
}
