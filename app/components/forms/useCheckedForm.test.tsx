// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyValidation, type FieldErrors } from "./lazy-validation";
import { useCheckedForm, type ServerResult } from "./useCheckedForm";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The rules of the test form: a name, and an email with an "@". */
function rules(formData: FormData): FieldErrors {
  const errors: Record<string, string[]> = {};
  if (!String(formData.get("name") ?? "").trim()) errors.name = ["form.required"];
  if (!String(formData.get("email") ?? "").includes("@")) errors.email = ["form.email"];
  return errors;
}

function setup(result?: ServerResult) {
  const validation = lazyValidation(async () => ({ check: rules }));
  const posted = vi.fn();
  function TestForm({ answer }: { answer?: ServerResult }) {
    const form = useCheckedForm({ id: "test-form", result: answer, validation });
    return (
      <form
        {...form.props}
        onSubmit={(event) => {
          form.props.onSubmit(event);
          if (!event.defaultPrevented) posted();
          event.preventDefault();
        }}
      >
        {["name", "email"].map((name) => (
          <div key={name}>
            <input name={name} defaultValue={form.initialValue(name)} aria-invalid={form.errors[name] ? true : undefined} />
            {form.errors[name] && <p data-error-for={name}>{form.errors[name].join(" ")}</p>}
          </div>
        ))}
        {form.errors[""] && <p data-error-for="">{form.errors[""].join(" ")}</p>}
        <button>Send</button>
        <button type="button">Help</button>
      </form>
    );
  }
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<TestForm answer={result} />));
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const error = (name: string) => container.querySelector(`[data-error-for="${name}"]`)?.textContent ?? null;
  const type = (name: string, value: string) =>
    act(() => {
      input(name).value = value;
      input(name).dispatchEvent(new Event("input", { bubbles: true }));
    });
  const leave = (name: string) =>
    act(() => {
      input(name).focus();
      input(name).blur();
    });
  const submit = () => act(() => void container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
  const answer = (next: ServerResult) => act(() => root.render(<TestForm answer={next} />));
  /** Presses a button by its text; false when the form kept the browser from its default (moving the focus). */
  const press = (text: string) => {
    const button = Array.from(container.querySelectorAll("button")).find((b) => b.textContent === text)!;
    let proceeded = true;
    act(() => void (proceeded = button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }))));
    return proceeded;
  };
  return { validation, posted, root, input, error, type, leave, submit, answer, press };
}

describe("useCheckedForm", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("shows the server's answer: its values again and its errors at their fields", () => {
    const { input, error, root } = setup({ initialValue: { name: "Ada", email: "ada@" }, error: { email: ["form.email"], "": ["registration.retry"] } });
    expect(input("name").value).toBe("Ada");
    expect(input("email").value).toBe("ada@");
    expect(error("email")).toBe("form.email");
    expect(input("email").getAttribute("aria-invalid")).toBe("true");
    expect(error("name")).toBeNull();
    expect(error("")).toBe("registration.retry");
    act(() => root.unmount());
  });

  it("posts to the server while its rules have not arrived, and keeps the server's errors on leaving a field", () => {
    const { posted, error, leave, submit, root } = setup({ initialValue: { email: "x" }, error: { email: ["form.email"] } });
    leave("email");
    expect(error("email")).toBe("form.email");
    submit();
    expect(posted).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("downloads its rules on first focus, then checks a field when it is left (only that field)", async () => {
    const { validation, input, error, type, leave, root } = setup();
    const prefetch = vi.spyOn(validation, "prefetch");
    act(() => input("email").focus());
    expect(prefetch).toHaveBeenCalled();
    await act(() => validation.prefetch());
    type("email", "grace");
    leave("email");
    expect(error("email")).toBe("form.email");
    expect(error("name")).toBeNull(); // never left: not shown yet
    type("email", "grace@navy.mil");
    leave("email");
    expect(error("email")).toBeNull();
    act(() => root.unmount());
  });

  it("checks a field left before its rules arrived as soon as they do (a form used the moment it hydrates)", async () => {
    const { validation, error, type, leave, root } = setup();
    type("email", "grace");
    leave("email"); // the focus starts the download; the rules are not here yet
    expect(error("email")).toBeNull();
    await act(() => validation.prefetch());
    expect(error("email")).toBe("form.email");
    act(() => root.unmount());
  });

  it("leaves a field typed in since to its own check 600 ms after the last keystroke", async () => {
    const { validation, error, type, leave, root } = setup();
    type("email", "grace@navy.mil");
    leave("email"); // checked without rules
    type("email", "grace"); // typed in before they arrive (now invalid)
    await act(() => validation.prefetch());
    expect(error("email")).toBeNull();
    act(() => root.unmount());
  });

  it("downloads its rules when it hydrates with the focus inside", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<form id="test-form" novalidate=""><input name="email"/></form>';
    document.body.append(container);
    container.querySelector("input")!.focus();
    const validation = lazyValidation(async () => ({ check: rules }));
    const prefetch = vi.spyOn(validation, "prefetch");
    function Form() {
      const form = useCheckedForm({ id: "test-form", result: undefined, validation });
      return (
        <form {...form.props}>
          <input name="email" />
        </form>
      );
    }
    const root = await act(async () => hydrateRoot(container, <Form />));
    expect(prefetch).toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("keeps a form with errors from posting, shows every error and focuses the first field with one", async () => {
    const { validation, posted, input, error, type, submit, root } = setup();
    await act(() => validation.prefetch());
    type("email", "grace");
    submit();
    expect(posted).not.toHaveBeenCalled();
    expect(error("name")).toBe("form.required");
    expect(error("email")).toBe("form.email");
    expect(document.activeElement).toBe(input("name"));
    type("name", "Grace");
    type("email", "grace@navy.mil");
    submit();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(error("name")).toBeNull();
    expect(error("email")).toBeNull();
    act(() => root.unmount());
  });

  it("keeps the focus in the field while its submit button is pressed, so no error moves the button before the click", async () => {
    const { validation, press, root } = setup();
    await act(() => validation.prefetch());
    // A prevented mousedown is what keeps the browser from moving the focus (and leaving the field).
    expect(press("Send")).toBe(false);
    expect(press("Help")).toBe(true);
    act(() => root.unmount());
  });

  it("keeps an error only the server knows (a refused address) until that field is edited", async () => {
    const { validation, error, type, leave, root } = setup({
      initialValue: { name: "Grace", email: "grace@navy.mil" },
      error: { email: ["This address is taken."] },
    });
    await act(() => validation.prefetch());
    leave("email"); // left without a change: nothing new to check
    type("name", "Grace H");
    leave("name");
    expect(error("email")).toBe("This address is taken.");
    type("email", "grace@hopper.dev");
    leave("email");
    expect(error("email")).toBeNull();
    act(() => root.unmount());
  });

  it("replaces the browser's findings with a new answer and focuses its first error", async () => {
    const { validation, input, error, type, leave, answer, root } = setup();
    await act(() => validation.prefetch());
    type("name", "");
    leave("name");
    expect(error("name")).toBe("form.required");
    type("email", "grace@navy.mil"); // typed before posting: the answer's error about it shows
    answer({ initialValue: { name: "Grace", email: "grace@navy.mil" }, error: { email: ["This address is taken."] } });
    expect(error("name")).toBeNull();
    expect(error("email")).toBe("This address is taken.");
    expect(document.activeElement).toBe(input("email"));
    act(() => root.unmount());
  });
});
