// The e2e project's Jest environment: Node's, plus a flag that tells tests/e2e/browser.ts a test or
// hook failed, so it prints the open pages' state (route, toasts, console errors) for the failure.
const { TestEnvironment } = require("jest-environment-node");

class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === "test_fn_failure" || event.name === "hook_failure") {
      this.global.__journeyFailed = true;
    }
  }
}

module.exports = JourneyEnvironment;
