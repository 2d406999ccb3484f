import { GatewayListPage } from './gateways/GatewayListPage';

/** Andon gateways (spec 000 §2): list with live state, channels with automatic allotment, connection. */
export default function AndonGatewayListPage() {
  return <GatewayListPage type="andon" />;
}
