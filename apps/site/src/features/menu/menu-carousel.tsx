import { useLingui } from '@lingui/react/macro';
import type { MenuItem } from '@venue/data/menu-items/list-menu-items';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import styles from './menu-carousel.module.css';
import { MenuItemCard } from './menu-item-card.tsx';

/** Carousel timing and layout (spec section 9). */
export const menuCarousel = {
  autoplayMs: 3000,
  transitionMs: 500,
  /** Items per view from each viewport width up: 1 below 768 px, then 2, 3 and 4. */
  breakpoints: {
    768: { slidesPerView: 2 },
    1024: { slidesPerView: 3 },
    1400: { slidesPerView: 4 },
  },
  maxPerView: 4,
} as const;

/** Swiper fills in its own placeholders, `{{index}}` and `{{slidesLength}}`. */
const swiperIndex = '{{index}}';
const swiperSlidesLength = '{{slidesLength}}';

type SlidesProps = { items: readonly MenuItem[]; hiddenOn: string | undefined };

/** The items' cards, the first few fetched at once (they fill the first view). */
function slideCards({ items, hiddenOn }: SlidesProps) {
  return items.map((item, position) => ({
    key: item.id,
    card: (
      <MenuItemCard
        item={item}
        isPriority={position < menuCarousel.maxPerView}
        isFirst={position === 0}
        hiddenOn={hiddenOn}
      />
    ),
  }));
}

/**
 * The carousel before Swiper runs: the markup Swiper's component renders before it starts (the
 * prerendered page's), so the page hydrates without Swiper. Starting Swiper lays out every slide
 * and renders the carousel again, about 15 ms of a phone's main thread, which a phone (where the
 * carousel is hidden until the visitor picks it) is spared. menu-carousel.test.tsx holds the two
 * to the same HTML.
 */
function CarouselBeforeSwiper(props: SlidesProps) {
  return (
    <div className={`swiper ${styles.swiper}`}>
      <div className="swiper-wrapper">
        {slideCards(props).map(({ key, card }) => (
          <div key={key} className={`swiper-slide ${styles.slide}`}>
            {card}
          </div>
        ))}
      </div>
      <div className="swiper-pagination" />
    </div>
  );
}

/**
 * The menu as an auto-playing, endless carousel with dots. It pauses on hover, with its pause
 * button and while the screen's width hides it; with reduced motion it starts paused and moves
 * without sliding. Right-to-left (Arabic) it runs the other way, as Swiper reads the page's
 * direction. Swiper starts once the carousel first shows on the live page; until then its
 * markup stands still.
 */
export function MenuCarousel({
  items,
  hiddenOn,
}: {
  items: readonly MenuItem[];
  /** Where the screen's width hides the carousel (a media query): its pictures are not fetched there. */
  hiddenOn?: string | undefined;
}) {
  const { t } = useLingui();
  const isReducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [isPlaying, setIsPlaying] = useState(!isReducedMotion);
  // The prerendered page cannot know the visitor's setting: it arrives just after hydration, when
  // the carousel is already playing. Reduced motion stops it whenever it becomes known.
  useEffect(() => {
    if (!isReducedMotion) return;
    swiper?.autoplay.stop();
    setIsPlaying(false);
  }, [isReducedMotion, swiper]);
  // Hidden by the screen's width, it does not play: no slide moves where nobody sees it, and a
  // phone's processor is left alone. It plays (unless paused) once it shows.
  const isHidden = useMediaQuery(hiddenOn ?? 'not all');
  const isShowing = useHydrated() && !isHidden;
  const [hasShown, setHasShown] = useState(false);
  useEffect(() => {
    if (isShowing) setHasShown(true);
  }, [isShowing]);
  useEffect(() => {
    if (!swiper) return;
    // Stopped as well as started here: reduced motion stops it in the render this one follows.
    if (isHidden || !isPlaying) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [isHidden, isPlaying, swiper]);
  // Looping needs more items than fit on screen; fewer wind back to the first instead.
  const canLoop = items.length > menuCarousel.maxPerView;

  function togglePlaying() {
    if (isPlaying) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setIsPlaying(!isPlaying);
  }

  return (
    <div className={styles.carousel}>
      {isShowing || hasShown ? (
        <Swiper
          modules={[A11y, Autoplay, Pagination]}
          onSwiper={setSwiper}
          slidesPerView={1}
          spaceBetween={24}
          breakpoints={menuCarousel.breakpoints}
          speed={isReducedMotion ? 0 : menuCarousel.transitionMs}
          loop={canLoop}
          rewind={!canLoop}
          autoplay={{
            delay: menuCarousel.autoplayMs,
            disableOnInteraction: false,
            pauseOnMouseEnter: true,
          }}
          pagination={{ clickable: true }}
          a11y={{
            containerMessage: t`Cafe menu`,
            slideLabelMessage: t`${swiperIndex} of ${swiperSlidesLength}`,
            paginationBulletMessage: t`Go to slide ${swiperIndex}`,
          }}
          className={styles.swiper}
        >
          {slideCards({ items, hiddenOn }).map(({ key, card }) => (
            <SwiperSlide key={key} className={styles.slide}>
              {card}
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <CarouselBeforeSwiper items={items} hiddenOn={hiddenOn} />
      )}
      <button
        type="button"
        className={`button button-ghost ${styles.toggle}`}
        onClick={togglePlaying}
      >
        {isPlaying ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        {isPlaying ? t`Pause carousel` : t`Play carousel`}
      </button>
    </div>
  );
}
