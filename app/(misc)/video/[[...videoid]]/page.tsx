import type { Metadata } from "next";
import { PageContainer } from "@/components/ui/page-container";
import { MISC_TEXT, videoEmbedUrl, videoIdOf } from "@/lib/layout/misc-pages";

export const metadata: Metadata = { title: "Video", robots: { index: false } };

/** MISC-04, the video embed (`/video/{videoid}`): the video in a frame, or 'Video Id missing in url'. */
export default async function VideoPage({ params }: PageProps<"/video/[[...videoid]]">) {
  const id = videoIdOf((await params).videoid);
  return (
    <PageContainer width="reading" className="pb-20 pt-10">
      {id ? (
        <div className="aspect-video w-full bg-stone-950">
          <iframe
            src={videoEmbedUrl(id)}
            title="Video"
            className="size-full"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <h1 className="py-16 text-center font-serif text-2xl text-stone-950">{MISC_TEXT.videoMissing}</h1>
      )}
    </PageContainer>
  );
}
