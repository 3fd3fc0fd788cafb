// The '@' autocomplete every composer shares (MentionTextarea): typing '@' and letters lists the members
// `mentionCandidates` finds, once typing pauses; arrows move, Enter or Tab choose, Escape closes, a click
// chooses; choosing puts '@username ' at the caret, in a controlled field and a react-hook-form one alike.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { MemoryRouter } from "react-router-dom";
import { createApolloSetup } from "../../client/src/app-setup";
import { AppProviders } from "../../client/src/AppProviders";
import { MentionTextarea } from "../../client/src/components/MentionTextarea";
import { Composer } from "../../client/src/features/messages/Composer";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { server } from "./support/server";

function candidate(id: number, username: string, fullName: string, title: string | null = null) {
  return {
    __typename: "Profile" as const,
    id: `b0000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    username,
    fullName,
    title,
    company: title ? "Acme" : null,
    avatarUrl: null,
    avatarThumbnailUrl: null,
  };
}

const ANA = candidate(1, "ana", "Ana Lee", "Engineer");
const ANDRE = candidate(2, "andre", "Andre Costa");

/** Answers the autocomplete with ANA and ANDRE; returns the prefixes asked for. */
function candidatesHandler() {
  const prefixes: string[] = [];
  server.use(
    meHandler(makeViewer()),
    api.query("MentionCandidates", ({ variables }) => {
      prefixes.push(variables.prefix as string);
      return gqlData({ mentionCandidates: [ANA, ANDRE] });
    }),
  );
  return prefixes;
}

function Controlled() {
  const [value, setValue] = useState("");
  return (
    <>
      <MentionTextarea
        aria-label="Post content"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function Registered() {
  const { register, control } = useForm({ defaultValues: { content: "" } });
  const content = useWatch({ control, name: "content" });
  return (
    <form>
      <MentionTextarea aria-label="Content" {...register("content")} />
      <output data-testid="form-value">{content}</output>
    </form>
  );
}

function renderField(ui: React.ReactNode) {
  const setup = createApolloSetup({ uri: "http://localhost/graphql", wsUrl: null });
  const user = userEvent.setup();
  render(
    <AppProviders setup={setup}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return user;
}

async function openList(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.type(field, text);
  const list = await screen.findByRole("listbox", { name: "Members to mention" });
  await within(list).findByRole("option", { name: /Ana Lee/ });
  return list;
}

describe("MentionTextarea", () => {
  it("is a combobox that lists the members once typing pauses, each with name and headline", async () => {
    const prefixes = candidatesHandler();
    const user = renderField(<Controlled />);
    const field = screen.getByRole("combobox", { name: "Post content" });
    expect(field).toHaveAttribute("aria-expanded", "false");
    expect(field).toHaveAttribute("aria-autocomplete", "list");

    const list = await openList(user, field, "Hello @ana");
    expect(field).toHaveAttribute("aria-expanded", "true");
    expect(field).toHaveAttribute("aria-controls", list.id);
    const options = within(list).getAllByRole("option");
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent("Ana Lee @ana");
    expect(options[0]).toHaveTextContent("Engineer at Acme");
    expect(options[1]).toHaveTextContent("Andre Costa @andre");
    // Typing ran on without a pause: one request, for what was typed last.
    expect(prefixes).toEqual(["ana"]);
  });

  it("moves with the arrows, announces the active option and inserts '@username ' on Enter", async () => {
    candidatesHandler();
    const user = renderField(<Controlled />);
    const field = screen.getByRole("combobox", { name: "Post content" });
    const list = await openList(user, field, "Hello @an");
    const [ana, andre] = within(list).getAllByRole("option");

    expect(ana).toHaveAttribute("aria-selected", "true");
    expect(field).toHaveAttribute("aria-activedescendant", ana!.id);
    await user.keyboard("{ArrowDown}");
    expect(andre).toHaveAttribute("aria-selected", "true");
    expect(ana).toHaveAttribute("aria-selected", "false");
    expect(field).toHaveAttribute("aria-activedescendant", andre!.id);
    await user.keyboard("{ArrowDown}");
    expect(ana).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(andre).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Enter}");
    expect(field).toHaveValue("Hello @andre ");
    expect(screen.getByTestId("value")).toHaveTextContent("Hello @andre");
    expect(field).toHaveAttribute("aria-expanded", "false");
    expect(field).not.toHaveAttribute("aria-activedescendant");
    // The caret is after the inserted name: typing goes on from there.
    await user.keyboard("hi");
    expect(field).toHaveValue("Hello @andre hi");
  });

  it("chooses with Tab, and a click on an option", async () => {
    candidatesHandler();
    const user = renderField(<Controlled />);
    const field = screen.getByRole("combobox", { name: "Post content" });
    await openList(user, field, "@a");
    await user.keyboard("{Tab}");
    expect(field).toHaveValue("@ana ");
    expect(field).toHaveFocus();

    const list = await openList(user, field, "and @an");
    await user.click(within(list).getByRole("option", { name: /Andre Costa/ }));
    expect(field).toHaveValue("@ana and @andre ");
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape, keeping the text, and stays closed for that '@'", async () => {
    candidatesHandler();
    const user = renderField(<Controlled />);
    const field = screen.getByRole("combobox", { name: "Post content" });
    await openList(user, field, "Hi @an");
    await user.keyboard("{Escape}");
    expect(field).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("listbox", { hidden: true })).not.toBeVisible();
    await user.keyboard("d{Enter}");
    expect(field).toHaveValue("Hi @and\n");
  });

  it("works in a react-hook-form field", async () => {
    candidatesHandler();
    const user = renderField(<Registered />);
    const field = screen.getByRole("combobox", { name: "Content" });
    await openList(user, field, "Thanks @an");
    await user.keyboard("{Enter}");
    expect(field).toHaveValue("Thanks @ana ");
    expect(screen.getByTestId("form-value")).toHaveTextContent("Thanks @ana");
  });

  it("opens for an '@' that starts a word only, not in an e-mail address", async () => {
    const prefixes = candidatesHandler();
    const user = renderField(<Controlled />);
    const field = screen.getByRole("combobox", { name: "Post content" });
    await user.type(field, "mail ana@example");
    await openList(user, field, " or @a");
    expect(prefixes).toEqual(["a"]);
  });
});

describe("the message composer with the autocomplete", () => {
  it("Enter chooses while the list is open, and sends once it is closed", async () => {
    candidatesHandler();
    const sent: string[] = [];
    const user = renderField(<Composer onSend={(content) => sent.push(content)} />);
    const field = screen.getByRole("combobox", { name: "Message" });
    await openList(user, field, "Ask @an");
    await user.keyboard("{Enter}");
    expect(field).toHaveValue("Ask @ana ");
    expect(sent).toEqual([]);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(sent).toEqual(["Ask @ana"]));
  });
});
