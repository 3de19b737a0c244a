import { setupServer } from "msw/node";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutHandlers } from "../../../sandbox/checkout/handler";
import { SANDBOX_PRODUCTS } from "../../../sandbox/checkout/data";
import { getEnv } from "~/env.server";
import { clearCache } from "~/services/cache.server";
import { INVALID_CHECKOUT_LINK } from "~/services/checkout.server";
import { PageContext } from "~/components/page-context";
import { BlockDataContext } from "../../block-kit/block-data";
import { Translations } from "../../../tests/unit/render";
import { visitorBlockContext } from "../../../tests/unit/block-context";
import PlanCard from "./index";
import loader, { type PlanCardData } from "./loader.server";
import { schema } from "./schema";

/**
 * `plan_card` uses the checkout data behind its links (docs/product/sales-and-orders.md): the button shows
 * when checkout answers for the link; otherwise "Checkout opens soon." and, in preview, why.
 */
const HOST = getEnv().SECURE_CHECKOUT_HOST;
const server = setupServer(...checkoutHandlers(getEnv().CHECKOUT_API_URL, HOST));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => clearCache());
afterAll(() => server.close());

const context = visitorBlockContext("membership");
const blokOf = (fields: Record<string, unknown>) => ({
  _uid: "pc1",
  component: "plan_card",
  ...schema.parse({ product_id: SANDBOX_PRODUCTS.membership, ...fields }),
});

const render = (data: PlanCardData, preview: boolean) =>
  renderToString(
    <Translations lang="en">
      <StaticRouter location="/membership?period=monthly">
        <PageContext.Provider value={{ lang: "en", preview }}>
          <BlockDataContext.Provider value={{ pc1: data }}>
            <PlanCard blok={blokOf({})} />
          </BlockDataContext.Provider>
        </PageContext.Provider>
      </StaticRouter>
    </Translations>,
  );

describe("plan_card checkout links", () => {
  it("loads checkout's price and currency for a valid link", async () => {
    const link = `https://${HOST}/checkout/membership/individual/monthly`;
    const data = await loader.load(blokOf({ checkout_link_monthly: link }), context);
    expect(data?.links.Monthly).toMatchObject({ ok: true, href: link, currency: "USD" });
    expect(data?.links.Annually).toBeNull();
  });

  it("gives the failure's message for a refused link and for a link checkout does not know", async () => {
    const data = await loader.load(
      blokOf({ checkout_link_monthly: "https://evil.example/checkout", checkout_link_annually: `https://${HOST}/checkout/nothing/here` }),
      context,
    );
    expect(data?.links.Monthly).toEqual({ ok: false, error: INVALID_CHECKOUT_LINK });
    expect(data?.links.Annually).toMatchObject({ ok: false, error: expect.stringMatching(/./) });
  });

  it("shows no button for a failed link; editors in preview see the message", async () => {
    const data = await loader.load(blokOf({ checkout_link_monthly: "https://evil.example/checkout" }), context);
    if (!data) throw new Error("expected the tier");
    const visitor = render(data, false);
    expect(visitor).toContain("Checkout opens soon.");
    expect(visitor).not.toContain(INVALID_CHECKOUT_LINK);
    expect(render(data, true)).toContain(INVALID_CHECKOUT_LINK);
  });
});
