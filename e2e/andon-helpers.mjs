// Set-up of the andon scenario (e2e/scenarios/andon.mjs) through the API, as an administrator would
// make it on the set-up pages: a robot posting to the runner's local webhook sink, its push channel
// and template, an alarm type, an escalation flow whose response level 1 notifies the maintenance
// technician through that robot, an item on the flow, and the technician's response authorisation.
import { apiSession, check } from './helpers.mjs';

/** Where the scenario's robot posts (a path of the runner's webhook sink). */
export const ROBOT_PATH = '/andon-robot';

/**
 * Creates the set-up under codes starting with `prefix`; returns the item, the responder (the
 * demo's maintenance technician) and a workstation of SMT line 1: the operator's line, in the
 * supervisor's data scope (the SMT workshop), so the supervisor's records list its calls.
 */
export async function andonSetUp(baseUrl, password, webhooks, prefix) {
  const admin = await apiSession(baseUrl, 'admin', password);
  const responderSession = await apiSession(baseUrl, 'maintenance', password);
  const responder = await responderSession.info();
  await responderSession.logout();

  const robot = await admin.post('/robot/add', {
    code: `${prefix}-ROBOT`,
    name: `${prefix} robot`,
    platform: 'webhook',
    webhook: `${webhooks.baseUrl}${ROBOT_PATH}`,
  });
  const channel = await admin.post('/push_channel/add', {
    code: `${prefix}-CH`,
    name: `${prefix} robot channel`,
    type: 'robot',
    robotId: robot.id,
  });
  const template = await admin.post('/push_template/add', {
    code: `${prefix}-TPL`,
    name: `${prefix} andon`,
    robotTitle: 'Andon level {level}',
    robotBody: '{code} {line} / {station}: {item} (L{level})\n{link}',
  });
  const type = await admin.post('/andon_alarm_type/add', {
    code: `${prefix}-TYPE`,
    name: 'E2E type',
    color: '#d4380d',
  });
  const flow = await admin.post('/andon_flow/add', {
    code: `${prefix}-FLOW`,
    name: `${prefix} flow`,
    response: [
      {
        minutes: 1,
        recipients: [{ kind: 'user', id: responder.id }],
        channelIds: [channel.id],
        templateId: template.id,
      },
    ],
    resolution: [],
  });
  const item = await admin.post('/andon_item/add', {
    code: `${prefix}-ITEM`,
    name: `${prefix} jam`,
    typeId: type.id,
    level: 1,
    flowId: flow.id,
    responseMinutes: 5,
    resolutionMinutes: 30,
  });
  await admin.post('/andon_authorization/save', { userId: responder.id, itemIds: [item.id], stationIds: [] });
  const stations = await admin.get('/basics/ref_options?kind=station&keyword=SMT-L1-&limit=50');
  const station = stations.find((candidate) => candidate.code.startsWith('SMT-L1-'));
  check(station, 'the demo factory has no workstation on SMT line 1');
  await admin.logout();
  return { item, flow, responder, station };
}
