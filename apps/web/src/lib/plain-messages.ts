// The one place that turns a validation or server message into the user's words (issue 15): a property name at
// its start becomes the field's label ("firstName is required" → "First name is required"), a list of enum values
// becomes "Choose a …", an id becomes "this item", and a camelCase word left inside reads as words. FormField
// passes its label; toasts (notify-error) have none and get the property's own words.
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A property path at the start: "firstName", "lines.0.quantity", "location.name". */
const LEADING_PATH = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*)(?=\s)/;
const ENUM_LIST = /(?:must be )?\(?one of [A-Z][A-Z_]*(?:, [A-Z][A-Z_]*)+\)?/;
const CAMEL = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "drawerSessionId" → "drawer session"; "lines.0.quantity" → "line 1 quantity". */
export function propertyWords(path: string): string {
  return path
    .split(".")
    .map((part) =>
      /^\d+$/.test(part)
        ? String(Number(part) + 1)
        : part
            .replace(/Ids?$/, "")
            .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
            .toLowerCase()
            .replace(/s$/, (s) => (part === path.split(".")[0] && /^\d+$/.test(path.split(".")[1] ?? "") ? "" : s)),
    )
    .join(" ");
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

export function plainMessage(message: string, label?: string): string {
  const leading = message.match(LEADING_PATH)?.[1];
  // A plain lowercase word is a property only when a rule about it follows ("name is required", "area must be…").
  const isProperty =
    !!leading &&
    (/[A-Z.]/.test(leading) ||
      (!!label && / (is|must|should) /.test(message.slice(leading.length, leading.length + 8))));
  const named = label?.replace(/\s*\([^)]*\)$/, "");
  const subject = named ?? (leading && isProperty ? capitalize(propertyWords(leading)) : undefined);
  if (ENUM_LIST.test(message) || (isProperty && / must be a valid id$/.test(message)))
    return `Choose ${article((subject ?? "an option").toLowerCase())}`;
  let text = isProperty && leading && subject ? `${subject}${message.slice(leading.length)}` : message;
  text = text.replace(UUID, "this item").replace(CAMEL, (word) => propertyWords(word));
  return capitalize(text);
}
