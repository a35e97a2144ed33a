export default function BulkOrderPage() {
  return null;
}
