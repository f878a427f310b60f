export default function ExplorerPage() {
  return <h1>API explorer</h1>;
}
