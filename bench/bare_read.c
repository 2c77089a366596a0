/* The floor for reading a target's sources (make bench, the alternate-icon-name-in-code row): open, one read into
 * a reused buffer, close, for each file named in LIST (one path a line), nothing else. Prints the median seconds
 * of RUNS passes over the files after one warm-up pass, so that process start-up is not part of it.
 *   usage: bare_read LIST RUNS */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: bare_read LIST RUNS\n"); return 2; }
    FILE *list = fopen(argv[1], "r");
    if (!list) { perror(argv[1]); return 1; }
    size_t count = 0, capacity = 1024;
    char **paths = malloc(capacity * sizeof *paths);
    char line[4096];
    while (fgets(line, sizeof line, list)) {
        line[strcspn(line, "\n")] = 0;
        if (count == capacity) paths = realloc(paths, (capacity *= 2) * sizeof *paths);
        paths[count++] = strdup(line);
    }
    fclose(list);
    int runs = atoi(argv[2]);
    if (runs < 1) runs = 1;
    static char buffer[1 << 20];
    double *times = malloc(runs * sizeof *times);
    size_t total = 0;
    for (int run = -1; run < runs; run++) {
        double start = now();
        for (size_t i = 0; i < count; i++) {
            int fd = open(paths[i], O_RDONLY | O_CLOEXEC);
            if (fd < 0) continue;
            ssize_t n = read(fd, buffer, sizeof buffer);
            if (n > 0) total += (size_t)n;
            close(fd);
        }
        if (run >= 0) times[run] = now() - start;
    }
    qsort(times, runs, sizeof *times, compare);
    printf("%.6f %zu\n", times[runs / 2], total / (runs + 1));
    return 0;
}
