// Drives the Linear double with the official @linear/sdk, unchanged. Usage:
//   node suite.mjs <base URL of /linear> <world id>
// Prints one JSON object: what each step observed (the Python test asserts it exactly).
import { writeFileSync } from "node:fs";
import { LinearClient } from "@linear/sdk";

// With LINEAR_CAPTURE=<file>: every request the SDK sends and the answer it got, for spec validation.
const captured = [];
if (process.env.LINEAR_CAPTURE) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url, init) => {
    const response = await realFetch(url, init);
    const text = await response.clone().text();
    captured.push({ request: JSON.parse(init.body), status: response.status, body: JSON.parse(text) });
    return response;
  };
}

const [base, world] = process.argv.slice(2);
const apiUrl = `${base}/graphql`;
const client = new LinearClient({ apiKey: `lin_api_${world}`, apiUrl });
const out = {};

async function failure(promise) {
  try {
    await promise;
    return { thrown: false };
  } catch (error) {
    return {
      thrown: true,
      class: error.constructor.name,
      type: error.type,
      status: error.status ?? null,
      codes: (error.errors ?? []).map((e) => e.extensions?.code ?? null),
      messages: (error.errors ?? []).map((e) => e.userPresentableMessage ?? e.message),
    };
  }
}

const viewer = await client.viewer;
out.viewer = { name: viewer.name, email: viewer.email, admin: viewer.admin };

const oauth = new LinearClient({ accessToken: `lin_oauth_${world}`, apiUrl });
out.oauthViewer = (await oauth.viewer).email;

out.badKey = await failure(new LinearClient({ apiKey: "lin_api_nope", apiUrl }).viewer);

const teams = await client.teams();
out.teams = teams.nodes.map((t) => t.key);
const eng = teams.nodes.find((t) => t.key === "ENG");
const states = await eng.states();
out.engStates = states.nodes.map((s) => `${s.name}:${s.type}`).sort();
const inProgress = states.nodes.find((s) => s.name === "In Progress");
const done = states.nodes.find((s) => s.name === "Done");

const users = await client.users({ filter: { email: { eq: "ana.lim@northwind.dev" } } });
const ana = users.nodes[0];
out.ana = ana.name;

const labels = await client.issueLabels({ filter: { name: { eq: "Billing" }, team: { key: { eq: "ENG" } } } });
const billing = labels.nodes[0];

const created = await client.createIssue({
  teamId: eng.id,
  title: "Invoice totals off by one cent",
  description: "Rounding differs between the PDF and the API.",
  priority: 2,
  estimate: 3,
  labelIds: [billing.id],
});
const issue = await created.issue;
out.created = {
  success: created.success,
  identifier: issue.identifier,
  title: issue.title,
  priority: issue.priority,
  priorityLabel: issue.priorityLabel,
  estimate: issue.estimate,
  state: (await issue.state).name,
  labels: (await issue.labels()).nodes.map((l) => l.name),
};

const updated = await client.updateIssue(issue.id, { stateId: inProgress.id, assigneeId: ana.id });
const afterUpdate = await updated.issue;
out.updated = {
  state: (await afterUpdate.state).name,
  assignee: (await afterUpdate.assignee).name,
  startedAt: afterUpdate.startedAt !== undefined && afterUpdate.startedAt !== null,
};

const sub = await (await client.createIssue({ teamId: eng.id, title: "Fix rounding in PDF renderer", parentId: issue.id })).issue;
out.subIssue = { parent: (await sub.parent).identifier, children: (await issue.children()).nodes.map((c) => c.identifier) };

const mine = await client.issues({
  filter: { assignee: { email: { eq: "ana.lim@northwind.dev" } }, state: { type: { eq: "started" } } },
});
out.anaStarted = mine.nodes.map((i) => i.identifier).includes(issue.identifier);

const firstPage = await client.issues({ first: 3, filter: { team: { key: { eq: "ENG" } } } });
await firstPage.fetchNext();
out.paging = { count: firstPage.nodes.length, hasNext: firstPage.pageInfo.hasNextPage, unique: new Set(firstPage.nodes.map((n) => n.id)).size };

const comment = await (await client.createComment({ issueId: issue.id, body: "Reproduced with invoice INV-1042." })).comment;
out.comment = { body: comment.body, user: (await comment.user).name, onIssue: (await issue.comments()).nodes.map((c) => c.body) };

const relation = await (await client.createIssueRelation({ issueId: sub.id, relatedIssueId: issue.id, type: "blocks" })).issueRelation;
out.relation = { type: relation.type, issue: (await relation.issue).identifier, related: (await relation.relatedIssue).identifier };

const link = await (await client.attachmentLinkURL(issue.id, "https://github.com/northwind/app/pull/4242", { title: "Fix PR" })).attachment;
out.attachment = { url: link.url, title: link.title };

const search = await client.searchIssues("off by one cent");
out.search = search.nodes.map((n) => n.identifier);

const closed = await (await client.updateIssue(sub.id, { stateId: done.id })).issue;
out.closed = { state: (await closed.state).name, completed: closed.completedAt !== undefined && closed.completedAt !== null };

const archived = await client.archiveIssue(sub.id);
out.archived = { success: archived.success, archivedAt: (await client.issue(sub.id)).archivedAt !== undefined };
const listedAfterArchive = await client.issues({ filter: { id: { eq: sub.id } } });
out.archivedHidden = listedAfterArchive.nodes.length;

out.notFound = await failure(client.issue("00000000-0000-4000-8000-000000000000"));
out.wrongTeamState = await failure(client.updateIssue(issue.id, { stateId: "not-a-state" }));
out.badInputType = await failure(client.createIssue({ teamId: eng.id, title: "x", priority: "urgent" }));

if (process.env.LINEAR_CAPTURE) writeFileSync(process.env.LINEAR_CAPTURE, JSON.stringify(captured));
process.stdout.write(JSON.stringify(out));
