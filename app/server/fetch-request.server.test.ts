import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRequest } from "./fetch-request.server";

/** An Express server that answers what the Fetch request of each request looks like. */
let server: Server;
let origin = "";

beforeAll(async () => {
  const app = express();
  app.all("/own", (req, res, next) => {
    const request = fetchRequest(req, res);
    void request
      .text()
      .then((body) => res.json({ method: request.method, url: request.url, body, type: request.headers.get("content-type") }))
      .catch(next);
  });
  app.all("/shared", (req, res) => {
    const request = fetchRequest(req);
    res.json({ method: request.method, url: request.url });
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the Fetch request of an Express request", () => {
  it("keeps a request's method, path, query, port and body", async () => {
    const answer = await fetch(`${origin}/own?x=1&y=%C3%A9`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "héllo" });
    expect(await answer.json()).toEqual({ method: "POST", url: `${origin}/own?x=1&y=%C3%A9`, body: "héllo", type: "text/plain" });
  });

  it("renders a shared page as a GET, whatever asked for it", async () => {
    const answer = await fetch(`${origin}/shared?a=b`, { method: "PUT" });
    expect(await answer.json()).toEqual({ method: "GET", url: `${origin}/shared?a=b` });
  });
});
