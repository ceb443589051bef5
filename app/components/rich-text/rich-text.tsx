import { Link } from '@remix-run/react';
import { usePageNonce } from '~/components/nonce';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  EMBED_PING_MESSAGE,
  EMBED_MIN_HEIGHT,
  EMBED_SANDBOX,
  embedDocument,
  embedFrameHeight,
  richTextMessage,
  type Align,
  type RtBlock,
  type RtInline,
  type RichTextResult,
  type RtList,
} from '~/lib/rich-text';

/*
 * Server-rendered rich text. Text from the CMS only ever becomes React text nodes; the one exception,
 * an html/embed block, goes into a sandboxed iframe (spec §2: "embedded scripts run in sandboxed frames").
 */

const ALIGN_CLASS: Record<Exclude<Align, null>, string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
  justify: 'text-justify',
};

const HEADING_CLASS = {
  h1: 'mt-10 mb-4 text-3xl font-bold tracking-tight text-slate-900',
  h2: 'mt-10 mb-4 text-2xl font-bold tracking-tight text-slate-900',
  h3: 'mt-8 mb-3 text-xl font-semibold text-slate-900',
  h4: 'mt-6 mb-2 text-lg font-semibold text-slate-900',
  h5: 'mt-6 mb-2 text-base font-semibold text-slate-900',
  h6: 'mt-6 mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700',
} as const;

const LINK_CLASS =
  'font-medium text-blue-700 underline decoration-blue-300 underline-offset-2 transition-colors hover:decoration-blue-700 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

function InlineContent({ nodes }: { nodes: RtInline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'linebreak') return <br key={index} />;
        if (node.type === 'link')
          return <RichLink key={index} href={node.href} newTab={node.newTab} nodes={node.children} />;
        let element: ReactNode = node.text;
        const { marks } = node;
        if (marks.code) {
          element = (
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800">{element}</code>
          );
        }
        if (marks.bold) element = <strong className="font-semibold text-slate-900">{element}</strong>;
        if (marks.italic) element = <em>{element}</em>;
        if (marks.strikethrough) element = <s>{element}</s>;
        if (marks.underline) element = <span className="underline underline-offset-2">{element}</span>;
        if (marks.subscript) element = <sub>{element}</sub>;
        if (marks.superscript) element = <sup>{element}</sup>;
        return <span key={index}>{element}</span>;
      })}
    </>
  );
}

function RichLink({ href, newTab, nodes }: { href: string | null; newTab: boolean; nodes: RtInline[] }) {
  const children = <InlineContent nodes={nodes} />;
  if (href === null) return <span>{children}</span>;
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        {children}
        <span className="sr-only"> (otwiera się w nowej karcie)</span>
      </a>
    );
  }
  // Site paths navigate client-side once hydrated; everything else is a plain link.
  if (href.startsWith('/')) {
    return (
      <Link to={href} prefetch="intent" className={LINK_CLASS}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={LINK_CLASS}>
      {children}
    </a>
  );
}

/** A CMS html/script block in a sandboxed frame whose height follows what the frame reports (spec §9). */
function EmbedFrame({ html }: { html: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(EMBED_MIN_HEIGHT);
  const nonce = usePageNonce();
  const srcDoc = useMemo(() => embedDocument(html, nonce), [html, nonce]);

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      // `{ height }` from the frame; embedFrameHeight validates the value (a finite number, clamped).
      const message: unknown = event.data;
      if (typeof message === 'object' && message !== null && 'height' in message) {
        setHeight(embedFrameHeight(message.height));
      }
    };
    window.addEventListener('message', onMessage);
    // The frame (an opaque origin) may have reported before this page listened: ask it again.
    frame.contentWindow?.postMessage(EMBED_PING_MESSAGE, '*');
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={ref}
      title="Osadzona treść"
      sandbox={EMBED_SANDBOX}
      srcDoc={srcDoc}
      style={{ height }}
      className="my-6 block w-full rounded-lg border-0 bg-white"
    />
  );
}

function ListBlock({ list }: { list: RtList }) {
  const Tag = list.ordered ? 'ol' : 'ul';
  const isCheckList = list.items.some((item) => item.checked !== null);
  return (
    <Tag
      start={list.ordered && list.start !== 1 ? list.start : undefined}
      className={cx(
        'my-4 space-y-2 pl-6 text-slate-700',
        list.ordered ? 'list-decimal marker:font-semibold marker:text-blue-700' : 'list-disc marker:text-blue-700',
        isCheckList && 'list-none pl-0',
      )}
    >
      {list.items.map((item, index) => (
        <li key={index} className="pl-1 leading-7">
          {item.checked !== null ? (
            <span aria-hidden="true" className="mr-2 inline-block w-4 text-center font-bold text-blue-700">
              {item.checked ? '✓' : '○'}
            </span>
          ) : null}
          {item.checked !== null ? (
            <span className="sr-only">{item.checked ? 'zrobione: ' : 'do zrobienia: '}</span>
          ) : null}
          <InlineContent nodes={item.children} />
          {item.lists.map((nested, nestedIndex) => (
            <ListBlock key={nestedIndex} list={nested} />
          ))}
        </li>
      ))}
    </Tag>
  );
}

function Block({ block }: { block: RtBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className={cx('my-4 leading-7 text-slate-700', block.align && ALIGN_CLASS[block.align])}>
          <InlineContent nodes={block.children} />
        </p>
      );
    case 'heading': {
      const Tag = block.tag;
      return (
        // Anchor jumps stop 80 px below the top (spec §9) through the global `scroll-padding-top: 5rem`.
        <Tag id={block.id} className={cx(HEADING_CLASS[block.tag], block.align && ALIGN_CLASS[block.align])}>
          <InlineContent nodes={block.children} />
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className="my-6 rounded-r-lg border-l-4 border-blue-700 bg-blue-50 px-5 py-4 text-lg leading-8 text-slate-800">
          <InlineContent nodes={block.children} />
        </blockquote>
      );
    case 'list':
      return <ListBlock list={block} />;
    case 'code':
      return (
        <pre className="my-6 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-6 text-slate-100">
          <code>{block.text}</code>
        </pre>
      );
    case 'hr':
      return <hr className="my-8 border-slate-200" />;
    case 'image':
      return (
        <figure className="my-6">
          <img
            src={block.src}
            alt={block.alt}
            width={block.width ?? undefined}
            height={block.height ?? undefined}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-lg"
          />
        </figure>
      );
    case 'embed':
      return <EmbedFrame html={block.html} />;
  }
}

/**
 * Renders rich text (parsed on the server by app/.server/rich-text.ts) as article typography. Without
 * content it shows the spec's message instead (§8).
 */
export function RichText({ content: result, className }: { content: RichTextResult; className?: string }): JSX.Element {
  const message = richTextMessage(result);
  if (result.status !== 'ok' || message !== null) {
    return <p className={cx('rich-text rounded-lg bg-slate-50 px-4 py-3 text-slate-600', className)}>{message}</p>;
  }
  return (
    <div
      className={cx(
        // Smooth in-page anchor scrolling wherever rich text is shown (spec §2, blog).
        'rich-text text-base text-slate-700 sm:text-[1.0625rem] motion-safe:[html:has(&)]:scroll-smooth [&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
        className,
      )}
    >
      {result.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
