// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INPUT_DEBOUNCE_MS } from "~/domain/delivery/client-timing";
import { useDebouncedRevalidation } from "./useDebouncedRevalidation";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function setup() {
  const validate = vi.fn();
  function TestForm() {
    const handlers = useDebouncedRevalidation(validate);
    return (
      <form {...handlers}>
        <input name="email" />
        <input name="firstName" aria-invalid="true" />
      </form>
    );
  }
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<TestForm />));
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const type = (name: string, value: string) =>
    act(() => {
      input(name).value = value;
      input(name).dispatchEvent(new Event("input", { bubbles: true }));
    });
  return { validate, root, input, type };
}

describe("useDebouncedRevalidation (600 ms after the last keystroke)", () => {
  afterEach(() => vi.useRealTimers());

  it("checks a field once, 600 ms after the last keystroke, once it was left", () => {
    vi.useFakeTimers();
    const { validate, root, input, type } = setup();
    type("email", "a");
    act(() => vi.advanceTimersByTime(INPUT_DEBOUNCE_MS));
    expect(validate).not.toHaveBeenCalled(); // never left: the first check is on leaving
    act(() => {
      input("email").focus();
      input("email").blur();
    });
    type("email", "a@");
    type("email", "a@b");
    act(() => vi.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1));
    expect(validate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith("email");
    act(() => root.unmount());
  });

  it("checks a field that shows an error while the visitor corrects it", () => {
    vi.useFakeTimers();
    const { validate, root, type } = setup();
    type("firstName", "M");
    type("firstName", "Ma");
    act(() => vi.advanceTimersByTime(INPUT_DEBOUNCE_MS));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith("firstName");
    act(() => root.unmount());
  });
});
