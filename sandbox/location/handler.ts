import { http, HttpResponse } from "msw";

/**
 * Sandbox location lookup (`GET {LOCATION_API_URL}/locate?ip=`): one answer per demo IP
 * (documentation ranges, RFC 5737 / RFC 3849), so tests and demos can be "in" a country by
 * sending `X-Forwarded-For: <ip>`. Loopback is a visitor in the United States; `192.0.2.250`
 * answers HTTP 500 (failure demo); any other IP answers 404.
 */
export const DEMO_LOCATIONS: Readonly<Record<string, { country: string; iso_code: string; iso3_code: string; state_name: string; city: string }>> = {
  "198.51.100.10": { country: "United States", iso_code: "US", iso3_code: "USA", state_name: "California", city: "San Francisco" },
  "203.0.113.20": { country: "Germany", iso_code: "DE", iso3_code: "DEU", state_name: "Berlin", city: "Berlin" },
  "203.0.113.30": { country: "France", iso_code: "FR", iso3_code: "FRA", state_name: "Île-de-France", city: "Paris" },
  "203.0.113.40": { country: "Brazil", iso_code: "BR", iso3_code: "BRA", state_name: "São Paulo", city: "São Paulo" },
  "203.0.113.50": { country: "Malaysia", iso_code: "MY", iso3_code: "MYS", state_name: "Kuala Lumpur", city: "Kuala Lumpur" },
  "203.0.113.60": { country: "Indonesia", iso_code: "ID", iso3_code: "IDN", state_name: "Jakarta", city: "Jakarta" },
  "2001:db8::70": { country: "United Kingdom", iso_code: "GB", iso3_code: "GBR", state_name: "England", city: "London" },
};

/** IP whose lookup fails with HTTP 500 in the sandbox. */
export const FAILING_LOCATION_IP = "192.0.2.250";

export function locationHandlers(baseUrl: string) {
  return [
    http.get(`${baseUrl.replace(/\/+$/, "")}/locate`, ({ request }) => {
      const ip = new URL(request.url).searchParams.get("ip") ?? "";
      if (ip === FAILING_LOCATION_IP) return HttpResponse.json({ error: "lookup unavailable" }, { status: 500 });
      const loopback = ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1";
      const found = DEMO_LOCATIONS[ip] ?? (loopback ? DEMO_LOCATIONS["198.51.100.10"] : undefined);
      if (!found) return HttpResponse.json({ error: "unknown ip" }, { status: 404 });
      return HttpResponse.json({ ...found, ip });
    }),
  ];
}
