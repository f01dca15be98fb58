// The testing entry (@leasekit/core/testing): the sandbox's fixtures that a test, a story or a test tool
// shows, kept out of the main entry so no production import reaches them by accident.
export { FILL_SCENARIOS } from '../rules/app-routing';
export { TEST_CARDS, type TestCard } from '../rules/cards';
