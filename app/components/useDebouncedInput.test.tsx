// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INPUT_DEBOUNCE_MS } from "~/domain/delivery/client-timing";
import { useDebouncedInput } from "./useDebouncedInput";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("useDebouncedInput (600 ms after the last keystroke)", () => {
  afterEach(() => vi.useRealTimers());

  it("calls back once, 600 ms after the last keystroke, with the last value", () => {
    vi.useFakeTimers();
    const search = vi.fn();
    let type: (value: string) => void = () => undefined;
    function Input() {
      type = useDebouncedInput(search);
      return null;
    }
    const root = createRoot(document.createElement("div"));
    act(() => root.render(<Input />));
    act(() => {
      type("m");
      type("me");
      type("med");
    });
    act(() => vi.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith("med");
    act(() => root.unmount());
  });

  it("drops a pending call when the input goes away", () => {
    vi.useFakeTimers();
    const search = vi.fn();
    let type: (value: string) => void = () => undefined;
    function Input() {
      type = useDebouncedInput(search);
      return null;
    }
    const root = createRoot(document.createElement("div"));
    act(() => root.render(<Input />));
    act(() => type("med"));
    act(() => root.unmount());
    act(() => vi.advanceTimersByTime(INPUT_DEBOUNCE_MS));
    expect(search).not.toHaveBeenCalled();
  });
});
