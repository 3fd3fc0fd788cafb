// The e2e project's Jest environment: Node's, plus a flag that tells tests/e2e/browser.ts a test or
// hook failed, and its error's first lines, so it prints them and the open pages' state (route, toasts,
// console errors) first: a runner's output cut short still names the failed step.
const { TestEnvironment } = require("jest-environment-node");

class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === "test_fn_failure" || event.name === "hook_failure") {
      this.global.__journeyFailed = true;
      const error = event.error ?? event.test?.errors?.[0];
      // Playwright's first line says what timed out, its call log's first lines which locator.
      const lines = String(error?.message ?? error ?? "").split("\n");
      const message = lines
        .filter((line) => line.trim())
        .slice(0, 3)
        .join(" | ")
        .slice(0, 400);
      this.global.__journeyError = `${event.hook?.type ?? event.test?.name ?? ""}: ${message}`;
    }
  }
}

module.exports = JourneyEnvironment;
