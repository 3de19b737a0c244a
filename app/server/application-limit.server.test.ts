import { describe, expect, it } from "vitest";
import { rateLimitedPage } from "./application-limit.server";

describe("rateLimitedPage", () => {
  it("tells when to try again in whole minutes, rounded up, and that the answers are behind Back", () => {
    const html = rateLimitedPage("en", 541);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<h1>Too many applications for now</h1>");
    expect(html).toContain("Please try again in 10 minutes.");
    expect(html).toContain("use your browser’s Back button to return to it");
    expect(html).toContain('<a href="/">Go to the home page</a>');
    expect(rateLimitedPage("en", 30)).toContain("Please try again in 1 minute.");
  });

  it("speaks the page's language and direction", () => {
    const arabic = rateLimitedPage("ar", 120);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("بعد دقيقتين");
    expect(arabic).toContain('href="/ar"');
    const german = rateLimitedPage("de", 300);
    expect(german).toContain("Bitte versuche es in 5 Minuten erneut.");
    expect(rateLimitedPage("in", 60)).toContain('<html lang="id" dir="ltr">');
  });

  it("runs no script", () => {
    expect(rateLimitedPage("en", 60)).not.toMatch(/<script/i);
  });

  it("names what was refused: registrations keep the Back hint, other requests have no form to go back to", () => {
    const registration = rateLimitedPage("fr", 600, "registration");
    expect(registration).toContain("<h1>Trop d’inscriptions pour le moment</h1>");
    expect(registration).toContain("Veuillez réessayer dans 10 minutes.");
    expect(registration).toContain("bouton Retour");
    const requests = rateLimitedPage("ru", 45, "requests");
    expect(requests).toContain("<h1>Слишком много запросов</h1>");
    expect(requests).toContain("Попробуйте снова через 1 минуту.");
    expect(requests).not.toContain("«Назад»");
  });
});
