// The reference lender API lands in a later issue.
export {};
