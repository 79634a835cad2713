import { describe, expect, it, vi } from "vitest";
import { keepOpenForNestedLayers } from "./nested-layers.ts";

function pressOn(target: EventTarget | null) {
  let prevented = false;
  return {
    event: {
      target,
      preventDefault: () => {
        prevented = true;
      },
    },
    prevented: () => prevented,
  };
}

describe("keepOpenForNestedLayers", () => {
  it("keeps the dialog open for a press inside a popover's content, and still runs the caller's handler", () => {
    const wrapper = document.createElement("div");
    wrapper.setAttribute("data-radix-popper-content-wrapper", "");
    const option = document.createElement("div");
    wrapper.append(option);
    document.body.append(wrapper);
    const handler = vi.fn();
    const press = pressOn(option);
    keepOpenForNestedLayers(handler)(press.event);
    expect(press.prevented()).toBe(true);
    expect(handler).toHaveBeenCalledWith(press.event);
    wrapper.remove();
  });

  it("lets a press outside every popover close the dialog", () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    const press = pressOn(outside);
    keepOpenForNestedLayers()(press.event);
    expect(press.prevented()).toBe(false);
    const nothing = pressOn(null);
    keepOpenForNestedLayers()(nothing.event);
    expect(nothing.prevented()).toBe(false);
    outside.remove();
  });
});
