import { GatewayListPage } from './gateways/GatewayListPage';

/** ESD gateways (spec 000 §2): list with live state, channels with automatic allotment, connection. */
export default function EsdGatewayListPage() {
  return <GatewayListPage type="esd" />;
}
