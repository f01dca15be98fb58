/** Placeholder until the React adapter lands. */
export const REACT_ADAPTER = true;
