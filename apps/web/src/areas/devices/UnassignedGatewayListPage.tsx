import { UnassignedGatewayPage } from './gateways/GatewayListPage';

/** Unassigned gateways (spec 000 §2): registered by themselves with the enrolment key, assigned here. */
export default function UnassignedGatewayListPage() {
  return <UnassignedGatewayPage />;
}
