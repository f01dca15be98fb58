// The reference shopper app lands in a later issue.
export {};
