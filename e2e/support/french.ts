// Money as Canadian French writes it (issue 18): groups of three split by a no-break or narrow no-break space, a
// decimal comma, then the dollar sign after a no-break space ("1 234,50 $"; US dollars "130,00 $ US"). One pattern
// for every French journey.
export const FRENCH_MONEY_PART = String.raw`-?\d{1,3}(?:[\u00a0\u202f ]\d{3})*,\d\d[\u00a0\u202f]\$(?:[\u00a0\u202f]US)?`;

/** A whole text that is one amount in French. */
export const FRENCH_MONEY = new RegExp(`^${FRENCH_MONEY_PART}$`);
