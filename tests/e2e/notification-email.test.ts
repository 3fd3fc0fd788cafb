// Journey: a member turns e-mail on for reactions in Settings; a second member reacts to her article, and
// the e-mail lands in the outbox with a link to the article and working unsubscribe links. Following the
// link in the browser turns the preference off, and Settings shows it off.
import { randomBytes } from "node:crypto";
import { agoraApi, closeMemberContexts, pageAs } from "./api";
import { closeBrowser, JOURNEY_TIMEOUT_MS } from "./browser";
import { baseUrl, outbox } from "./state";

afterAll(async () => {
  await closeMemberContexts();
  await closeBrowser();
});

/** Waits until `check` answers true (the server has saved what the screen shows). */
async function waitFor(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Waits until the outbox holds a mail that `match` accepts (the app writes it from its job queue). */
async function mailArrives(match: (mail: ReturnType<typeof outbox>[number]) => boolean) {
  for (;;) {
    const found = outbox().find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test(
  "a reaction e-mail arrives with working unsubscribe links, and following one turns the preference off",
  async () => {
    const api = agoraApi(baseUrl());
    const [ana, bea] = await Promise.all([api.signUp(), api.signUp()]);
    await api.updateProfile(bea, { fullName: "Bea Moreau" });
    // Ana confirms her address with the link she was sent (only confirmed addresses get notifications).
    const welcome = await mailArrives((m) => m.to === ana.email && m.text.includes("verify-email"));
    const token = /verify-email\?token=([^\s]+)/.exec(welcome.text)![1];
    const confirmed = await fetch(`${api.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation Verify($token: String!) { verifyEmail(token: $token) }",
        variables: { token: decodeURIComponent(token) },
      }),
    });
    expect(((await confirmed.json()) as { data: { verifyEmail: boolean } }).data.verifyEmail).toBe(
      true,
    );
    const article = await api.createArticle(ana, {
      title: `Hiring notes ${randomBytes(3).toString("hex")}`,
      content: "What we learned from opening three roles this spring.",
    });

    // Ana turns e-mail on for reactions; the switch saves at once.
    const page = await pageAs(ana, api.baseUrl);
    await page.goto("/#/settings?tab=notifications");
    const emailSwitch = page.getByRole("checkbox", {
      name: "E-mail for Reactions to your content",
    });
    await emailSwitch.waitFor({ state: "attached" });
    expect(await emailSwitch.isChecked()).toBe(false);
    expect(
      await page
        .getByRole("checkbox", { name: "In app for Reactions to your content" })
        .isChecked(),
    ).toBe(true);
    await emailSwitch.check({ force: true });
    // Saved: the server has it (the switch moved at once, before the answer).
    await waitFor(async () => (await api.notificationPreference(ana, "REACTION")).email);

    // Bea reacts; the e-mail lands in Ana's inbox.
    await api.reactToArticle(bea, article.id, "LOVE");
    const mail = await mailArrives((m) => m.to === ana.email && m.subject.includes(article.title));
    expect(mail.subject).toBe(`Bea Moreau reacted with Love to your article "${article.title}"`);
    expect(mail.text).toContain(`${api.baseUrl}/#/articles/${article.id}`);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(.+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(link).toMatch(new RegExp(`^${api.baseUrl}/unsubscribe\\?token=`));
    // The HTML part links to the same address.
    expect(mail.html).toContain(`href="${link!.replace(/&/g, "&amp;")}"`);

    // Ana follows the link: the page says what it turned off.
    await page.goto(link!);
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    await page
      .getByText("You will no longer get e-mails about reactions to your content.")
      .waitFor();
    expect(await api.notificationPreference(ana, "REACTION")).toEqual({
      inApp: true,
      email: false,
    });

    // Settings shows it off.
    await page.getByRole("link", { name: "Manage notification settings" }).click();
    const off = page.getByRole("checkbox", { name: "E-mail for Reactions to your content" });
    await off.waitFor({ state: "attached" });
    expect(await off.isChecked()).toBe(false);
  },
  JOURNEY_TIMEOUT_MS,
);
