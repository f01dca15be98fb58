export * from './checkpoint-controller';
export * from './retrieval-verification-controller';
