import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ReorderHandle } from "../components/ui/reorder-controls.tsx";
import { moveItem, useDragReorder } from "./use-drag-reorder.ts";

function List(props: { initial: string[] }) {
  const [items, setItems] = useState(props.initial);
  const reorder = useDragReorder((from, to) => {
    if (to < 0 || to >= items.length) return;
    setItems(moveItem(items, from, to));
  });
  return (
    <ol aria-label="Items">
      {items.map((item, index) => (
        <li key={item} {...reorder.rowProps(index)}>
          <ReorderHandle reorder={reorder} index={index} name={item} />
          {item}
        </li>
      ))}
    </ol>
  );
}

const order = () => screen.getAllByRole("listitem").map((li) => li.textContent);

describe("drag to reorder", () => {
  it("moves a row by touch: press its handle, move over another row, lift", () => {
    render(<List initial={["Excise", "Sales tax", "Levy"]} />);
    const rows = screen.getAllByRole("listitem");
    // The page's layout is the browser's; here the finger is over the first row when it lifts.
    vi.spyOn(document, "elementFromPoint").mockReturnValue(rows[0]!);
    const handle = screen.getByRole("button", { name: "Reorder Levy" });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 7, pointerType: "touch" });
    expect(rows[2]!.dataset.dragging).toBe("true");
    fireEvent.pointerMove(handle, { pointerId: 7, pointerType: "touch", clientX: 10, clientY: 5 });
    expect(rows[0]!.dataset.dropTarget).toBe("true");
    fireEvent.pointerUp(handle, { pointerId: 7, pointerType: "touch" });
    expect(order()).toEqual(["Levy", "Excise", "Sales tax"]);
  });

  it("leaves the order alone when the drag is cancelled or ends where it started", () => {
    render(<List initial={["Excise", "Sales tax"]} />);
    const handle = screen.getByRole("button", { name: "Reorder Excise" });
    vi.spyOn(document, "elementFromPoint").mockReturnValue(screen.getAllByRole("listitem")[1]!);
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { pointerId: 1 });
    fireEvent.pointerCancel(handle, { pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(order()).toEqual(["Excise", "Sales tax"]);
  });

  it("moves the focused handle's row with the up and down arrows", () => {
    render(<List initial={["Excise", "Sales tax", "Levy"]} />);
    fireEvent.keyDown(screen.getByRole("button", { name: "Reorder Excise" }), { key: "ArrowDown" });
    expect(order()).toEqual(["Sales tax", "Excise", "Levy"]);
    fireEvent.keyDown(screen.getByRole("button", { name: "Reorder Levy" }), { key: "ArrowUp" });
    expect(order()).toEqual(["Sales tax", "Levy", "Excise"]);
    fireEvent.keyDown(screen.getByRole("button", { name: "Reorder Sales tax" }), { key: "ArrowUp" });
    expect(order()).toEqual(["Sales tax", "Levy", "Excise"]);
  });
});
