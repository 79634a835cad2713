// Readable default messages that name the field, for the API's 400 lists and the forms alike.
import { config } from "zod";

config({
  customError: (issue) => {
    const field = issue.path?.length ? issue.path.join(".") : "value";
    if (issue.code === "invalid_type" && issue.input === undefined) return `${field} is required`;
    if (issue.code === "invalid_type") return `${field} must be a ${issue.expected}`;
    if (issue.code === "invalid_value") return `${field} must be one of ${issue.values.map(String).join(", ")}`;
    if (issue.code === "too_small" && issue.origin === "string")
      return Number(issue.minimum) <= 1
        ? `${field} is required`
        : `${field} must be at least ${issue.minimum} characters`;
    if (issue.code === "too_big" && issue.origin === "string")
      return `${field} must be at most ${issue.maximum} characters`;
    if (issue.code === "too_small") return `${field} must be at least ${issue.minimum}`;
    if (issue.code === "too_big") return `${field} must be at most ${issue.maximum}`;
    if (issue.code === "unrecognized_keys") return `unknown field ${issue.keys.join(", ")}`;
    return undefined;
  },
});
