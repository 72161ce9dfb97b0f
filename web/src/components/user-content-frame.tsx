/** TEMPORARY stub of the usercontent branch's component (replaced by its file at merge). */
export function UserContentFrame(props: { src: string; title: string; width?: number | string; height?: number | string; style?: React.CSSProperties }) {
  return <iframe sandbox="allow-scripts" src={props.src} title={props.title} width={props.width} height={props.height} style={{ border: 0, ...props.style }} />;
}
